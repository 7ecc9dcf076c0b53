import os

os.environ.setdefault("JESSES_FORM_SECRET", os.urandom(16).hex())
os.environ.setdefault("JESSES_BROKER", "memory://")
