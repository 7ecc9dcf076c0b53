"""Grandfather-father-son retention over snapshot names like label-20240301T020000Z.tar.gz."""
import re
from datetime import datetime

_STAMP = re.compile(r"-(\d{8}T\d{6}Z)\.(?:tar\.gz|enc)$")


def parse_stamp(name):
    m = _STAMP.search(name)
    if not m:
        return None
    return datetime.strptime(m.group(1), "%Y%m%dT%H%M%SZ")


def select_expired(names, keep_daily=7, keep_weekly=4, keep_monthly=6):
    dated = sorted(((parse_stamp(n), n) for n in names if parse_stamp(n)), reverse=True)
    keep = set()
    days, weeks, months = [], [], []
    for stamp, name in dated:
        day = stamp.date()
        week = stamp.isocalendar()[:2]
        month = (stamp.year, stamp.month)
        if day not in days and len(days) < keep_daily:
            days.append(day)
            keep.add(name)
        if week not in weeks and len(weeks) < keep_weekly:
            weeks.append(week)
            keep.add(name)
        if month not in months and len(months) < keep_monthly:
            months.append(month)
            keep.add(name)
    return [n for _, n in dated if n not in keep]
