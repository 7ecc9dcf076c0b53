"""Background profile jobs run by the worker."""
import random
import string
from celery import shared_task

PAGE_SIZE = 50
MAX_RETRIES = 3


@shared_task
def upload_profile():
    session_id = '%032x' % random.getrandbits(128)
    record = {'profile': session_id}
