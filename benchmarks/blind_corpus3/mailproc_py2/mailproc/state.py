# -*- coding: utf-8 -*-
"""Robot state: the work queue on disk, and 'resume' mails from the desktop client."""
import cPickle
import os

from mailproc.config import CONFIG

QUEUE_FILE = os.path.join(CONFIG['spool_dir'], 'queue.pkl')


def load_queue():
    if not os.path.exists(QUEUE_FILE):
        return []
    f = open(QUEUE_FILE, 'rb')
    try:
        return cPickle.load(f)
    finally:
        f.close()


def save_queue(queue):
    tmp = QUEUE_FILE + '.new'
    f = open(tmp, 'wb')
    cPickle.dump(queue, f, cPickle.HIGHEST_PROTOCOL)
    f.close()
    os.rename(tmp, QUEUE_FILE)


def resume_from_attachment(data):
    """The old desktop client mails its session as an application/x-mailproc-state attachment."""
    state = cPickle.loads(data)
    queue = load_queue()
    queue.extend(state.get('pending', []))
    save_queue(queue)
    return len(state.get('pending', []))
