/** People of the team: portrait, name, position, department and a line about them. */
import { imageUrl } from '@/lib/image-url';
import type { TeamMember } from '@/schemas/company-pages';
import styles from './team.module.css';

const photoSrc = (photo: string) => (/\.svg$/i.test(photo) ? photo : imageUrl(photo, { width: 480 }));

export function TeamGrid({ members, busy }: { members: readonly TeamMember[]; busy: boolean }) {
  return (
    <ul className={styles.grid} aria-busy={busy || undefined} aria-label="Сотрудники">
      {members.map((member) => (
        <li key={member.id} className={styles.member}>
          <img
            className={styles.photo}
            src={photoSrc(member.photo)}
            width={300}
            height={360}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.position}>{member.position}</p>
          <p className={styles.department}>{member.department_name}</p>
          {member.bio && <p className={styles.bio}>{member.bio}</p>}
        </li>
      ))}
    </ul>
  );
}
