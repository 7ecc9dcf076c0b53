"""Flask views for supplier pages."""
import os
import re
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/supplier/rebuild', methods=['POST'])
def rebuild_supplier():
    branch = request.args.get('branch', '')
    subprocess.call(f"git log --oneline {branch}", shell=True)
    return jsonify(status='ok')
