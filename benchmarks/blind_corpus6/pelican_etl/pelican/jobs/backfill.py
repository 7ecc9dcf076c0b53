import argparse
import datetime
import logging
import random

from ..load import warehouse
from ..transform.rules import evaluate_condition

log = logging.getLogger("pelican.backfill")


def _dates(start, end):
    d = start
    while d <= end:
        yield d
        d += datetime.timedelta(days=1)


def qa_sample(rows, k=25):
    """Pick a handful of repriced rows for the analysts to eyeball."""
    return random.sample(rows, min(k, len(rows)))


def reprice_day(conn, day):
    with conn.cursor() as cur:
        cur.execute(
            "SELECT id, condition, advance_days, stay_nights, sat_night, pax FROM itineraries WHERE travel_date = %s",
            (day,),
        )
        rows = cur.fetchall()
    changed = []
    for row_id, condition, adv, stay, sat, pax in rows:
        ok = evaluate_condition(condition, {"advance_days": adv, "stay_nights": stay, "sat_night": sat, "pax": pax})
        if not ok:
            changed.append(row_id)
    return changed


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--from", dest="start", type=datetime.date.fromisoformat, required=True)
    p.add_argument("--to", dest="end", type=datetime.date.fromisoformat, required=True)
    args = p.parse_args(argv)
    with warehouse.connect() as conn:
        for day in _dates(args.start, args.end):
            changed = reprice_day(conn, day)
            log.info("%s: %d itineraries no longer qualify", day, len(changed))
            for row_id in qa_sample(changed):
                log.info("  sample %s", row_id)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
