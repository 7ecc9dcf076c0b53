"""Background backup jobs run by the worker."""
import getpass
import hashlib
from celery import shared_task
from dataclasses import dataclass


@dataclass
class BackupSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def sync_backup():
    password = getpass.getpass('password: ')
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'backup', 'password_hash': digest}
