import hashlib
import hmac
import os
import re

from sqlalchemy import Column, DateTime, ForeignKey, Integer, String, Text, engine_from_config, func
from sqlalchemy.orm import declarative_base, sessionmaker
import zope.sqlalchemy

Base = declarative_base()
PAGE_NAME = re.compile(r"^[A-Za-z0-9_-]{1,80}$")


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    login = Column(String(64), unique=True, nullable=False)
    salt = Column(String(32))
    password_hash = Column(String(64))
    remember_secret = Column(String(64))

    def set_password(self, password):
        self.salt = os.urandom(8).hex()
        self.password_hash = hashlib.sha1((self.salt + password).encode("utf-8")).hexdigest()

    def check_password(self, password):
        digest = hashlib.sha1((self.salt + password).encode("utf-8")).hexdigest()
        return hmac.compare_digest(digest, self.password_hash or "")


class Page(Base):
    __tablename__ = "pages"
    id = Column(Integer, primary_key=True)
    name = Column(String(80), unique=True, nullable=False)
    space = Column(String(40), nullable=False, default="main")


class Revision(Base):
    __tablename__ = "revisions"
    id = Column(Integer, primary_key=True)
    page_id = Column(ForeignKey("pages.id"), nullable=False)
    revision = Column(Integer, nullable=False)
    data = Column(Text, nullable=False)
    author = Column(String(64))
    created = Column(DateTime, server_default=func.now())


class SiteSetting(Base):
    __tablename__ = "site_settings"
    key = Column(String(64), primary_key=True)
    kind = Column(String(16), nullable=False, default="str")
    value = Column(Text, nullable=False)


def includeme(config):
    settings = config.get_settings()
    engine = engine_from_config(settings, "sqlalchemy.")
    factory = sessionmaker(bind=engine)

    def dbsession(request):
        session = factory()
        zope.sqlalchemy.register(session, transaction_manager=request.tm)
        return session

    config.add_request_method(dbsession, reify=True)
