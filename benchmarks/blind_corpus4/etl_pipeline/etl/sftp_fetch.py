import logging
import os
import stat

import paramiko

from . import settings

log = logging.getLogger(__name__)


def _client():
    key = paramiko.RSAKey.from_private_key_file(settings.PARTNER_SFTP_KEY)
    t = paramiko.Transport((settings.PARTNER_SFTP_HOST, 22))
    t.connect(username=settings.PARTNER_SFTP_USER, pkey=key)
    return paramiko.SFTPClient.from_transport(t)


def fetch_drop(partner, ds):
    """Download everything the partner left in outgoing/<ds>/."""
    sftp = _client()
    local_dir = os.path.join(settings.LANDING_DIR, partner, ds)
    os.makedirs(local_dir, exist_ok=True)
    fetched = []
    for entry in sftp.listdir_attr("outgoing/%s" % ds):
        if stat.S_ISDIR(entry.st_mode):
            continue
        local = os.path.join(local_dir, entry.filename)
        sftp.get("outgoing/%s/%s" % (ds, entry.filename), local)
        if local.endswith(".gz"):
            if os.system("gunzip -f %s" % local) != 0:
                log.warning("could not gunzip %s", local)
                continue
            local = local[:-3]
        fetched.append(local)
    sftp.close()
    return fetched


def fetch_manifest(partner, ds):
    sftp = _client()
    name = os.path.basename(sftp.normalize("outgoing/%s/MANIFEST" % ds))
    local = os.path.join(settings.LANDING_DIR, partner, ds, name)
    sftp.get("outgoing/%s/MANIFEST" % ds, local)
    sftp.close()
    return local
