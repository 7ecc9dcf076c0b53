import datetime

from ..store import db
from .base import Command, command


class TeamQueryMixin:
    table = "standups"

    def _where(self):
        return "team = '%s'" % self.team

    def fetch_since(self, since):
        sql = "SELECT user_id, yesterday, today, blockers FROM %s WHERE %s AND posted >= ?" % (self.table, self._where())
        return db().execute(sql, (since.isoformat(),)).fetchall()


@command("standup-report")
class ReportCommand(TeamQueryMixin, Command):
    help = "/standup-report <team> [days]"

    def run(self):
        days = int(self.args[1]) if len(self.args) > 1 and self.args[1].isdigit() else 1
        rows = self.fetch_since(datetime.date.today() - datetime.timedelta(days=days))
        lines = ["<@%s>: %s | blockers: %s" % (r["user_id"], r["today"], r["blockers"] or "none") for r in rows]
        return self.reply("\n".join(lines) or "No standups yet.")


@command("standup")
class PostCommand(Command):
    help = "/standup yesterday | today | blockers"

    def run(self):
        parts = [p.strip() for p in self.raw.split("|")] + ["", "", ""]
        db().execute(
            "INSERT INTO standups (team, user_id, yesterday, today, blockers, posted) VALUES (?, ?, ?, ?, ?, date('now'))",
            (self.channel_id, self.user_id, parts[0], parts[1], parts[2]),
        )
        db().commit()
        return self.reply("Thanks, noted!")
