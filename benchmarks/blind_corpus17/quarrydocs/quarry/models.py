from sqlalchemy import Column, Integer, String, Text, create_engine
from sqlalchemy.orm import declarative_base, scoped_session, sessionmaker

DBSession = scoped_session(sessionmaker())
Base = declarative_base()


class Doc(Base):
    __tablename__ = "docs"
    id = Column(Integer, primary_key=True)
    slug = Column(String(120), unique=True)
    title = Column(String(200))
    tags = Column(String(400))
    body = Column(Text)


def init_db(url):
    engine = create_engine(url)
    DBSession.configure(bind=engine)
    Base.metadata.bind = engine
