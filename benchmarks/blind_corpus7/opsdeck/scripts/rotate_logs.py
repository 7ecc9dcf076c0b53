#!/usr/bin/env python3
"""Nightly: compress yesterday's app logs and drop archives older than 30 days."""
import subprocess

from opsdeck.common import setup_logging

log = setup_logging("rotate_logs")


def main():
    subprocess.call("find /var/log/app -name '*.log.1' -exec gzip -9 {} +", shell=True)
    subprocess.call("find /var/log/app -name '*.gz' -mtime +30 -delete", shell=True)
    log.info("rotation done")


if __name__ == "__main__":
    main()
