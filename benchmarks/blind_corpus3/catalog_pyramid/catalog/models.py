from sqlalchemy import Column, Integer, Numeric, String, Text, ForeignKey
from sqlalchemy.orm import declarative_base, relationship, scoped_session, sessionmaker
from zope.sqlalchemy import register

DBSession = scoped_session(sessionmaker())
register(DBSession)
Base = declarative_base()


class Category(Base):
    __tablename__ = "category"
    id = Column(Integer, primary_key=True)
    slug = Column(String(64), unique=True, nullable=False)
    title = Column(String(128))
    products = relationship("Product", back_populates="category")


class Product(Base):
    __tablename__ = "product"
    id = Column(Integer, primary_key=True)
    sku = Column(String(32), unique=True, nullable=False)
    name = Column(String(200))
    description = Column(Text)
    price = Column(Numeric(10, 2))
    category_id = Column(Integer, ForeignKey("category.id"))
    category = relationship("Category", back_populates="products")
    image = Column(String(200))


class Supplier(Base):
    __tablename__ = "supplier"
    id = Column(Integer, primary_key=True)
    name = Column(String(128))
    feed_url = Column(String(500))


class User(Base):
    __tablename__ = "catalog_user"
    id = Column(Integer, primary_key=True)
    login = Column(String(64), unique=True)
    password_hash = Column(String(128))
    role = Column(String(16), default="editor")
