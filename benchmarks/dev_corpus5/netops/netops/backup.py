import datetime
import logging
import os
import shutil
import subprocess
import tempfile

from netops.ssh import DeviceSession

log = logging.getLogger(__name__)


def fetch_running_config(address, username, password):
    with DeviceSession(address, username, password) as dev:
        rc, out, err = dev.run("show running-config")
    if rc != 0:
        raise RuntimeError("%s: %s" % (address, err.strip()))
    return out


def backup_host(name, address, cfg):
    text = fetch_running_config(address, cfg["SSH_USER"], cfg.get("SSH_PASSWORD"))
    staging = "/tmp/netops_%s.cfg" % name
    with open(staging, "w") as fh:
        fh.write(text)
    stamp = datetime.date.today().isoformat()
    dest_dir = os.path.join(cfg["BACKUP_DIR"], name)
    os.makedirs(dest_dir, exist_ok=True)
    dest = os.path.join(dest_dir, "%s.cfg" % stamp)
    shutil.move(staging, dest)
    log.info("backed up %s -> %s", name, dest)
    return dest


def diff_against_last(name, cfg, current_text):
    history_dir = os.path.join(cfg["BACKUP_DIR"], name)
    history = sorted(os.listdir(history_dir)) if os.path.isdir(history_dir) else []
    if not history:
        return None
    fd, scratch = tempfile.mkstemp(prefix="netops-diff-", suffix=".cfg")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(current_text)
        rc = subprocess.call(["diff", "-u", os.path.join(history_dir, history[-1]), scratch])
        return rc == 1
    finally:
        os.unlink(scratch)
