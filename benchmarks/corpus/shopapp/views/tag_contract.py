"""Flask views for contract pages."""
import sqlite3
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/contract/tag')
def tag_contract():
    email = request.headers.get('X-EMAIL', '')
    conn = sqlite3.connect('/srv/app/app.db')
    rows = conn.execute('SELECT id, email FROM users WHERE name = ?', (email,)).fetchall()
    return '', 204
