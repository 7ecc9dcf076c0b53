#!/usr/bin/env python3
"""Small Tk window on the foreman's desktop that shows open orders."""
import json
import tkinter as tk
import urllib.request

API = "http://keel.yard.internal:8000/orders/search?yard=1&hull="


def refresh(label):
    with urllib.request.urlopen(API, timeout=5) as fh:
        orders = json.load(fh)["orders"]
    label.config(text="%d open orders" % len(orders))
    label.after(60_000, refresh, label)


def main():
    root = tk.Tk()
    root.title("Keelhaul")
    label = tk.Label(root, text="loading...", font=("Helvetica", 18))
    label.pack(padx=20, pady=20)
    refresh(label)
    root.mainloop()


if __name__ == "__main__":
    main()
