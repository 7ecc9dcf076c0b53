"""Cron job: purge stale leads.  Run by cron as `python -m crm.maintenance 180`."""
import sys

from crm.db import db


def purge(days):
    return db.query("DELETE FROM leads WHERE created < now() - interval '%d days'" % int(days))


if __name__ == '__main__':
    purge(sys.argv[1] if len(sys.argv) > 1 else 180)
