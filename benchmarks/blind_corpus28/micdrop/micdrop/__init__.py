"""micdrop - song queue, rooms and DJ console for the Neon Parrot karaoke bar."""
