from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    digest_template = db.Column(db.Text, default="")
    filter_expr = db.Column(db.String(500), default="")


class Feed(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    url = db.Column(db.String(1000), nullable=False)
    title = db.Column(db.String(300))
    owner_id = db.Column(db.Integer, db.ForeignKey("user.id"))


class Item(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    feed_id = db.Column(db.Integer, db.ForeignKey("feed.id"))
    title = db.Column(db.String(500))
    link = db.Column(db.String(1000))
    summary = db.Column(db.Text)
