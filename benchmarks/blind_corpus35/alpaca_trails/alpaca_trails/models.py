from sqlalchemy import Column, Date, Integer, Numeric, String, Text
from sqlalchemy.orm import declarative_base, scoped_session, sessionmaker
from zope.sqlalchemy import register

DBSession = scoped_session(sessionmaker())
register(DBSession)
Base = declarative_base()


class Alpaca(Base):
    __tablename__ = "alpacas"
    id = Column(Integer, primary_key=True)
    name = Column(String(80))
    iar = Column(String(20), unique=True)
    colour = Column(String(40))
    born = Column(Date)
    notes = Column(Text)


class Trek(Base):
    __tablename__ = "trek_bookings"
    id = Column(Integer, primary_key=True)
    reference = Column(String(12), unique=True)
    lead_name = Column(String(120))
    email = Column(String(200))
    trek_date = Column(Date)
    walkers = Column(Integer)


class Fleece(Base):
    __tablename__ = "fleeces"
    id = Column(Integer, primary_key=True)
    alpaca_id = Column(Integer)
    grade = Column(String(4))
    micron = Column(Numeric(4, 1))
    weight_g = Column(Integer)
    price = Column(Numeric(7, 2))
