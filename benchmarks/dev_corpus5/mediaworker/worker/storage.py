from datetime import datetime, timedelta

from sqlalchemy import create_engine, text
from sqlalchemy.orm import sessionmaker

from worker import settings
from worker.links import download_token
from worker.models import DownloadLink, Job

engine = create_engine(settings.DATABASE_URL, pool_pre_ping=True)
Session = sessionmaker(bind=engine, expire_on_commit=False)


def create_job(owner_id, title, label, original_filename, source_path, params):
    with Session() as s:
        job = Job(owner_id=owner_id, title=title, label=label, original_filename=original_filename,
                  source_path=source_path, params=params)
        s.add(job)
        s.commit()
        return job


def get_job(job_id):
    with Session() as s:
        return s.get(Job, job_id)


def update_job(job_id, **fields):
    with Session() as s:
        s.query(Job).filter(Job.id == job_id).update(fields)
        s.commit()


def jobs_by_label(owner_id, label):
    with Session() as s:
        rows = s.execute(
            text("SELECT id, status, title FROM jobs WHERE owner_id = :owner AND label = :label ORDER BY id DESC"),
            {"owner": owner_id, "label": label},
        )
        return [dict(r._mapping) for r in rows]


def tag_counts(owner_id, label_prefix):
    with Session() as s:
        rows = s.execute(
            text(f"SELECT label, count(*) AS n FROM jobs WHERE owner_id = {int(owner_id)} "
                 f"AND label LIKE '{label_prefix}%' GROUP BY label ORDER BY n DESC")
        )
        return [dict(r._mapping) for r in rows]


def create_download_link(job_id):
    link = DownloadLink(token=download_token(), job_id=job_id,
                        expires_at=datetime.utcnow() + timedelta(seconds=settings.DOWNLOAD_LINK_TTL))
    with Session() as s:
        s.add(link)
        s.commit()
    return link.token


def resolve_download(token):
    with Session() as s:
        link = s.get(DownloadLink, token)
        if link is None or link.expires_at < datetime.utcnow():
            return None
        return s.get(Job, link.job_id)
