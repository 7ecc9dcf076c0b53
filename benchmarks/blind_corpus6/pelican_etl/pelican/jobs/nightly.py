import csv
import datetime
import logging
import os
import subprocess
import tempfile

from .. import settings
from ..extract import filings_xml, partner_api, sftp_drop
from ..load import warehouse
from ..transform.currency import fetch_rates, to_usd
from ..transform.rules import RuleError, SafeCondition
from ..hashing import row_fingerprint

log = logging.getLogger("pelican.nightly")

COLUMNS = ("carrier", "origin", "destination", "fare_class", "amount_usd", "fingerprint", "source")


def decrypt(path, out):
    subprocess.run(f"gpg --batch --yes --decrypt --output {out} {path}", shell=True, check=True)


def sync_archive(local_dir, run_date):
    subprocess.run(
        ["aws", "s3", "sync", local_dir, f"s3://{settings.ARCHIVE_BUCKET}/{run_date:%Y/%m/%d}/", "--only-show-errors"],
        check=True,
    )


def write_rejects(rejects, run_date):
    path = f"/tmp/pelican_rejects_{run_date:%Y%m%d}.csv"
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["carrier", "origin", "destination", "reason"])
        writer.writerows(rejects)
    return path


def process_bundle(conn, path, rates, rejects):
    carrier, fares = filings_xml.parse_bundle(path)
    feed = os.path.basename(path).split(".")[0]
    staging = warehouse.create_staging(conn, feed)
    rows = []
    for fare in fares:
        try:
            SafeCondition(fare["condition"])
        except (RuleError, SyntaxError) as exc:
            rejects.append((carrier, fare["origin"], fare["destination"], str(exc)))
            continue
        usd = to_usd(fare["amount"], fare["currency"], rates)
        rows.append((carrier, fare["origin"], fare["destination"], fare["fare_class"], usd, row_fingerprint(fare), "filing"))
    warehouse.purge_carrier(conn, carrier)
    warehouse.copy_rows(conn, staging, COLUMNS, rows)
    return warehouse.merge_staging(conn, staging)


def run(run_date=None):
    run_date = run_date or datetime.date.today()
    rates = fetch_rates()
    rejects = []
    loaded = 0
    with tempfile.TemporaryDirectory(prefix="pelican-") as work:
        files = sftp_drop.fetch_new(work, seen=set())
        manifest = partner_api.list_updates(run_date - datetime.timedelta(days=1))
        files += partner_api.download_manifest_files(manifest, work)
        partner_api.download_attachments(manifest, work)
        with warehouse.connect() as conn:
            for path in files:
                if path.endswith(".gpg"):
                    out = path[:-4]
                    decrypt(path, out)
                    path = out
                if path.endswith(".xml"):
                    loaded += process_bundle(conn, path, rates, rejects)
        sync_archive(work, run_date)
    total = loaded + len(rejects)
    if total and len(rejects) / total > settings.REJECT_THRESHOLD:
        log.error("reject rate too high; see %s", write_rejects(rejects, run_date))
    log.info("nightly done: %d loaded, %d rejected", loaded, len(rejects))
    return loaded


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
