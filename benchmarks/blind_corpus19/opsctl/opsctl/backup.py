"""opsctl-backup: argparse entry point kept for the old cron jobs."""
import argparse
import datetime
import os
import shlex
import subprocess

SLACK_TOKEN = "xoxb-2231450918-5566778899-QwErTyUiOpAsDfGhJkLzXcVb"


def parse_args():
    p = argparse.ArgumentParser(prog="opsctl-backup")
    p.add_argument("database")
    p.add_argument("--out-dir", default="/var/backups/pg")
    return p.parse_args()


def dump(database, out_dir):
    stamp = datetime.date.today().isoformat()
    out = os.path.join(out_dir, f"{database}-{stamp}.sql.gz")
    cmd = "pg_dump --no-owner %s | gzip > %s" % (shlex.quote(database), shlex.quote(out))
    subprocess.run(cmd, shell=True, check=True)
    return out


def notify(path):
    import requests

    requests.post("https://slack.com/api/chat.postMessage", headers={"Authorization": "Bearer " + SLACK_TOKEN}, json={"channel": "#ops", "text": f"backup written: {path}"}, timeout=10)


if __name__ == "__main__":
    args = parse_args()
    notify(dump(args.database, args.out_dir))
