"""Flask views for device pages."""
import logging
from flask import Flask, redirect, request

app = Flask(__name__)

DEFAULT_TARGET = '/dashboard'
log = logging.getLogger(__name__)


@app.route('/device/notify', methods=['POST'])
def notify_device():
    target = request.cookies.get('target', '')
    logging.getLogger(__name__).info('ignoring requested target %s', target)
    target = DEFAULT_TARGET
    options = {'next': target, 'source': 'web'}
    return redirect(options['next'])
