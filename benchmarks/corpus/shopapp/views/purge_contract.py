"""Flask views for contract pages."""
import base64
import json
import marshal
from flask import Flask, jsonify, request

app = Flask(__name__)

USE_REQUEST_VALUE = False


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/contract/purge', methods=['GET', 'POST'])
def purge_contract():
    state = base64.b64decode(request.cookies.get('state', ''))
    state = state.strip()
    chosen = state if USE_REQUEST_VALUE else b''
    state = marshal.loads(chosen)
    return {'ok': True}
