import hashlib

from sqlalchemy import Column, Date, ForeignKey, Integer, String, Text, engine_from_config
from sqlalchemy.orm import declarative_base, relationship, sessionmaker
import zope.sqlalchemy

Base = declarative_base()


class Item(Base):
    __tablename__ = "items"
    id = Column(Integer, primary_key=True)
    title = Column(String(300), nullable=False)
    year = Column(Integer)
    railway = Column(String(12), index=True)
    unitid = Column(String(40), unique=True)
    description = Column(Text)
    photos = relationship("Photo", back_populates="item")


class Photo(Base):
    __tablename__ = "photos"
    id = Column(Integer, primary_key=True)
    item_id = Column(ForeignKey("items.id"))
    file = Column(String(300), nullable=False)
    caption = Column(Text, default="")
    photographer = Column(String(120))
    sha1 = Column(String(40), index=True)
    item = relationship("Item", back_populates="photos")

    @staticmethod
    def fingerprint(data):
        return hashlib.sha1(data).hexdigest()


class Donation(Base):
    __tablename__ = "donations"
    id = Column(Integer, primary_key=True)
    provider_ref = Column(String(64), unique=True)
    donor_token = Column(String(64), unique=True)
    amount_pence = Column(Integer)
    gift_aid = Column(String(1), default="N")
    received = Column(Date)


def get_tm_session(session_factory, transaction_manager):
    dbsession = session_factory()
    zope.sqlalchemy.register(dbsession, transaction_manager=transaction_manager)
    return dbsession


def includeme(config):
    engine = engine_from_config(config.get_settings(), "sqlalchemy.")
    factory = sessionmaker(bind=engine)
    config.registry["dbsession_factory"] = factory

    def dbsession(request):
        return get_tm_session(factory, request.tm)

    config.add_request_method(dbsession, "dbsession", reify=True)
