from datetime import datetime

from sqlalchemy import JSON, Column, DateTime, Integer, String, Text
from sqlalchemy.orm import declarative_base

Base = declarative_base()


class Job(Base):
    __tablename__ = "jobs"

    id = Column(Integer, primary_key=True)
    owner_id = Column(Integer, nullable=False, index=True)
    title = Column(String(200), nullable=False)
    label = Column(String(64), nullable=False, default="default")
    original_filename = Column(String(255))
    source_path = Column(String(500), nullable=False)
    output_path = Column(String(500))
    params = Column(JSON, default=dict)
    status = Column(String(20), default="queued")
    error = Column(Text)
    created_at = Column(DateTime, default=datetime.utcnow)


class DownloadLink(Base):
    __tablename__ = "download_links"

    token = Column(String(64), primary_key=True)
    job_id = Column(Integer, nullable=False)
    expires_at = Column(DateTime, nullable=False)
