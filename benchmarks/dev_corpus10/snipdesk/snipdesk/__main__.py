from .app import SnipDeskApp


def main():
    SnipDeskApp().mainloop()


if __name__ == "__main__":
    main()
