from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=200)

    def __str__(self):
        return self.name


class Book(models.Model):
    isbn = models.CharField(max_length=17, unique=True)
    title = models.CharField(max_length=300)
    author = models.ForeignKey(Author, on_delete=models.PROTECT, related_name="books")
    author_name = models.CharField(max_length=200)
    pub_year = models.PositiveSmallIntegerField(null=True)
    shelf_code = models.CharField(max_length=5, db_index=True)
    cover = models.ImageField(upload_to="covers/", blank=True)

    class Meta:
        ordering = ["title"]

    def __str__(self):
        return f"{self.title} ({self.isbn})"
