from datetime import datetime

from .extensions import db


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(128), nullable=False)
    salt = db.Column(db.String(32), nullable=False)
    api_key = db.Column(db.String(64), unique=True)


class Account(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    owner_id = db.Column(db.Integer, db.ForeignKey("user.id"), nullable=False)
    name = db.Column(db.String(120), nullable=False)
    currency = db.Column(db.String(3), default="EUR")


class Transaction(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    account_id = db.Column(db.Integer, db.ForeignKey("account.id"), index=True)
    amount = db.Column(db.Numeric(14, 2), nullable=False)
    memo = db.Column(db.String(255))  # remittance text from the bank feed; for incoming transfers the payer writes it
    category = db.Column(db.String(40))
    booked_at = db.Column(db.DateTime, default=datetime.utcnow)


class Webhook(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    owner_id = db.Column(db.Integer, db.ForeignKey("user.id"))
    target_url = db.Column(db.String(500), nullable=False)
    signing_secret = db.Column(db.String(64), nullable=False)
    event = db.Column(db.String(40), default="transaction.created")
