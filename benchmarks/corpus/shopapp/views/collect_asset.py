"""Flask views for asset pages."""
import logging
import os
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DIR = '/srv/app/data'
log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _clean_asset(value):
    return os.path.basename(value)


@app.route('/asset/<filename>', methods=['POST'])
def collect_asset(filename):
    filename = filename.strip()
    values = [_clean_asset(filename)]
    filename = values[0]
    os.remove(os.path.join(BASE_DIR, filename))
    return '', 204
