"""Background invoice jobs run by the worker."""
import getpass
import hashlib
import json
from celery import shared_task


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@shared_task
def refresh_invoice():
    password = getpass.getpass('password: ')
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'invoice', 'password_hash': digest}
