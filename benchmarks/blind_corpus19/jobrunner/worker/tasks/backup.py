import os
import tarfile

from ..registry import task
from ..settings import MEDIA_ROOT


@task("tenant_backup")
def tenant_backup(payload):
    tenant = payload["tenant"]
    if not tenant.isalnum():
        raise ValueError("invalid tenant id")
    with tarfile.open("/tmp/backup-%s.tar.gz" % tenant, "w:gz") as tar:
        tar.add(os.path.join(MEDIA_ROOT, "tenants", tenant), arcname=tenant)
    return tar.name
