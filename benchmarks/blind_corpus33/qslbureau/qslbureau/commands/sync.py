"""``qsl sync``: pull the club log and the confirmation inbox from the logging service."""
import logging
import random

import click

from .. import db, logsvc

log = logging.getLogger(__name__)


@click.command("sync")
@click.option("--spot-check", default=0, help="Print N random confirmations to check by hand")
@click.option("--purge-where", default=None, help="SQL condition of QSOs to delete before syncing")
@click.pass_obj
def command(cfg, spot_check, purge_where):
    conn = db.connect(cfg.database)
    if purge_where:
        conn.execute("DELETE FROM qsos WHERE " + purge_where)
    root = logsvc.parse_log(logsvc.download(cfg.log_url, cfg.api_key))
    added = 0
    for q in logsvc.qsos(root):
        cur = conn.execute(
            "INSERT OR IGNORE INTO qsos (call, band, mode, qso_date, time_on, operator, name, qth, card_url) VALUES (:call, :band, :mode, :qso_date, :time_on, :operator, :name, :qth, :card_url)",
            q,
        )
        added += cur.rowcount
    inbox = logsvc.parse_log(logsvc.download(cfg.inbox_url, cfg.api_key))
    confirmed = []
    for item in inbox.iter("confirmation"):
        call = item.findtext("call", "")
        matches = root.xpath("//qso[call='%s']" % call)
        if matches:
            conn.execute("UPDATE qsos SET confirmed = 1 WHERE call = ?", (call,))
            confirmed.append(call)
    for item in inbox.iter("withdrawn"):
        conn.execute("DELETE FROM qsos WHERE call = '%s'" % item.findtext("call", ""))
    conn.commit()
    ours = root.xpath("count(//qso[operator=$op])", op=cfg.club_call)
    click.echo(f"{added} new contacts ({int(ours)} as {cfg.club_call}), {len(confirmed)} confirmations")
    if spot_check and confirmed:
        for call in random.sample(confirmed, min(spot_check, len(confirmed))):
            click.echo(f"  check card for {call}")
    log.debug("sync finished for %s", cfg.club_call)
