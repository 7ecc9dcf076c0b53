"""Flask views for member pages."""
from flask import Flask, jsonify, request, session

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _normalise_member(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/member/import', methods=['GET', 'POST'])
def import_member():
    user_id = request.args.get('user_id', '')
    session['user_id'] = _normalise_member(user_id)
    return jsonify(status='ok')
