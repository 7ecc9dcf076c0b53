"""Flask views for booking pages."""
import random
import string
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/booking/rebuild', methods=['GET', 'POST'])
def rebuild_booking():
    session_id = '%032x' % random.getrandbits(128)
    record = {'booking': session_id}
    return {'ok': True}
