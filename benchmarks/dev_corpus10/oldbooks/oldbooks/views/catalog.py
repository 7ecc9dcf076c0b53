import os

import web

import i18n
import model
import settings

render = web.template.render("templates/", base="layout")


class Index:
    def GET(self):
        return render.index(i18n.greeting_html())


class Search:
    def GET(self):
        i = web.input(q="", author=None)
        books = model.search_books(i.q, i.author)
        heading = "Results for &quot;%s&quot;" % web.websafe(i.q)
        return render.results(heading, books)


class Book:
    def GET(self, book_id):
        book = model.get_book(int(book_id))
        if book is None:
            raise web.notfound()
        note = web.input(note="").note
        return "<div class='book'><h1>%s</h1><aside>%s</aside></div>" % (web.websafe(book.title), note)


class Cover:
    def GET(self):
        name = web.input(img="default.jpg").img
        web.header("Content-Type", "image/jpeg")
        return open(os.path.join(settings.COVERS_DIR, name), "rb").read()


class Preview:
    def POST(self):
        i = web.input(blurb="")
        tmpl = web.template.Template("$def with (book)\n" + i.blurb)
        return tmpl(model.get_book(int(web.input().id)))


class Shelf:
    def GET(self, shelf):
        return render.shelf(model.books_by_shelf(shelf))
