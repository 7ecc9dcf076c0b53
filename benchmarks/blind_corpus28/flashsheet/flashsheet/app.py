import os

import bottle

from flashsheet.routes import auth, bookings, consent, designs, giftcards, payments

app = bottle.Bottle()
app.merge(auth.routes)
app.merge(bookings.routes)
app.merge(designs.routes)
app.merge(consent.routes)
app.merge(giftcards.routes)
app.mount("/hooks/", payments.hooks)


@app.get("/health")
def health():
    return {"ok": True}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080,
            debug=os.environ.get("FLASHSHEET_DEBUG", "").lower() in ("1", "true"),
            reloader=False)
