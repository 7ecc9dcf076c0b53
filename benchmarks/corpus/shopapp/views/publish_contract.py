"""Flask views for contract pages."""
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/contract/publish', methods=['GET', 'POST'])
def publish_contract():
    account_id = request.values.get('account_id', '')
    options = {'user_id': account_id, 'source': 'web'}
    session['username'] = options['user_id']
    return '', 204
