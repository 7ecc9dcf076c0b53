import logging
import os
import stat

import paramiko

from .. import settings

log = logging.getLogger(__name__)


def _connect():
    transport = paramiko.Transport((settings.SFTP_HOST, 22))
    transport.connect(username=settings.SFTP_USER, password=os.environ[settings.SFTP_PASSWORD_ENV])
    return paramiko.SFTPClient.from_transport(transport), transport


def fetch_new(local_dir, seen):
    sftp, transport = _connect()
    fetched = []
    try:
        for attr in sftp.listdir_attr(settings.SFTP_REMOTE_DIR):
            name = os.path.basename(attr.filename)
            if stat.S_ISDIR(attr.st_mode) or name in ("", ".", "..") or name in seen:
                continue
            local = os.path.join(local_dir, name)
            sftp.get(f"{settings.SFTP_REMOTE_DIR}/{name}", local)
            fetched.append(local)
    finally:
        sftp.close()
        transport.close()
    log.info("fetched %d new files from %s", len(fetched), settings.SFTP_HOST)
    return fetched
