import os
import re
import tempfile

import requests
from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

from . import settings

STICKERS = {
    "party": "stickers/party.webp",
    "thanks": "stickers/thanks.webp",
    "shipit": "stickers/shipit.webp",
}


async def preview(update: Update, context: ContextTypes.DEFAULT_TYPE):
    url = context.args[0] if context.args else ""
    resp = requests.get(url, timeout=8)
    title = re.search(r"<title>(.*?)</title>", resp.text, re.I | re.S)
    await update.message.reply_text(title.group(1).strip() if title else resp.headers.get("Content-Type", "?"))


async def weather(update: Update, context: ContextTypes.DEFAULT_TYPE):
    city = " ".join(context.args) or "Berlin"
    resp = requests.get(settings.WEATHER_URL, params={"city": city, "current": "temperature_2m"}, timeout=8)
    data = resp.json()
    await update.message.reply_text(f"{city}: {data.get('current', {}).get('temperature_2m', '?')} °C")


async def getfile(update: Update, context: ContextTypes.DEFAULT_TYPE):
    name = " ".join(context.args)
    path = os.path.join(settings.SHARED_DIR, name)
    with open(path, "rb") as fh:
        await update.message.reply_document(fh, filename=os.path.basename(path))


async def sticker(update: Update, context: ContextTypes.DEFAULT_TYPE):
    key = (context.args or ["party"])[0].lower()
    rel = STICKERS.get(key)
    if rel is None:
        await update.message.reply_text("unknown sticker: " + ", ".join(STICKERS))
        return
    with open(os.path.join(settings.SHARED_DIR, rel), "rb") as fh:
        await update.message.reply_sticker(fh)


async def qr(update: Update, context: ContextTypes.DEFAULT_TYPE):
    text = " ".join(context.args)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "qr.png")
        os.system(f"qrencode -s 8 -o {out} '{text}'")
        with open(out, "rb") as fh:
            await update.message.reply_photo(fh)


def build():
    app = Application.builder().token(settings.TELEGRAM_TOKEN).build()
    app.add_handler(CommandHandler("preview", preview))
    app.add_handler(CommandHandler("weather", weather))
    app.add_handler(CommandHandler("getfile", getfile))
    app.add_handler(CommandHandler("sticker", sticker))
    app.add_handler(CommandHandler("qr", qr))
    return app


if __name__ == "__main__":
    build().run_polling()
