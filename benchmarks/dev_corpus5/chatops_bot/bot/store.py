import sqlite3
from datetime import datetime

from peewee import SQL, BooleanField, CharField, DateTimeField, IntegerField, Model, SqliteDatabase

from bot.config import DB_PATH

db = SqliteDatabase(DB_PATH, pragmas={"journal_mode": "wal", "foreign_keys": 1})


class BaseModel(Model):
    class Meta:
        database = db


class Karma(BaseModel):
    user = CharField(index=True)
    channel = CharField(index=True)
    points = IntegerField(default=0)


class Invite(BaseModel):
    code = CharField(unique=True)
    created_by = CharField()
    created_at = DateTimeField(default=datetime.utcnow)
    used = BooleanField(default=False)


class DashboardUser(BaseModel):
    username = CharField(unique=True)
    password_hash = CharField()


def init():
    db.create_tables([Karma, Invite, DashboardUser], safe=True)
    db.execute_sql("CREATE TABLE IF NOT EXISTS messages (channel TEXT, user TEXT, text TEXT, fp TEXT UNIQUE)")


def karma_leaders(channel):
    return list(Karma.raw(
        "SELECT id, user, channel, SUM(points) AS points FROM karma WHERE channel = '%s' "
        "GROUP BY user ORDER BY points DESC LIMIT 10" % channel
    ))


def karma_for(user):
    return Karma.select(Karma.user, SQL("SUM(points)").alias("points")).where(SQL("user = ?", [user])).first()


def give_karma(user, channel, delta=1):
    Karma.insert(user=user, channel=channel, points=delta).execute()


def save_invite(code, created_by):
    Invite.create(code=code, created_by=created_by)


def record_message(channel, user, text, fingerprint):
    db.execute_sql("INSERT OR IGNORE INTO messages (channel, user, text, fp) VALUES (?, ?, ?, ?)",
                   (channel, user, text, fingerprint))


def purge_user(user_id):
    conn = sqlite3.connect(DB_PATH)
    try:
        conn.executescript(
            f"DELETE FROM karma WHERE user = '{user_id}';"
            f"DELETE FROM invite WHERE created_by = '{user_id}';"
            f"DELETE FROM messages WHERE user = '{user_id}';"
        )
    finally:
        conn.close()
