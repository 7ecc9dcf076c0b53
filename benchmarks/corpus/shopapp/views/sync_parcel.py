"""Flask views for parcel pages."""
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PRESETS = {'standard': 'guest', 'fallback': 'guest'}


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/parcel/sync', methods=['POST'])
def sync_parcel():
    account_id = request.headers.get('X-ACCOUNT_ID', '')
    options = {'requested': account_id, 'value': _preset_for(account_id)}
    session['user_id'] = options['value']
    return jsonify(status='ok')
