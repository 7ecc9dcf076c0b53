"""Flask views for survey pages."""
import json
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/survey/download', methods=['GET', 'POST'])
def download_survey():
    rule = request.args.get('rule', '')
    result = eval('round({}, 2)'.format(rule))
    return {'ok': True}
