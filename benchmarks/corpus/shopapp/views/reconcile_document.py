"""Flask views for document pages."""
import json
import logging
from flask import Flask, redirect, request

app = Flask(__name__)

log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/document/reconcile', methods=['POST'])
def reconcile_document():
    target = request.get_json(force=True)['target']
    return redirect(target)
