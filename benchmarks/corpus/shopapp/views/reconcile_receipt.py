"""Flask views for receipt pages."""
import json
from flask import Flask, redirect, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/receipt/reconcile')
def reconcile_receipt():
    return_to = request.args.get('return_to', '')
    options = {'next': return_to, 'source': 'web'}
    return redirect(options['next'])
