"""Flask views for shipment pages."""
import logging
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_FORMULA = '0'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/shipment/index', methods=['GET', 'POST'])
def index_shipment():
    formula = request.get_json(force=True)['formula']
    logging.getLogger(__name__).info('ignoring requested formula %s', formula)
    formula = DEFAULT_FORMULA
    exec('round({}, 2)'.format(formula))
    return {'ok': True}
