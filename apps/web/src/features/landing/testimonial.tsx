export function Testimonial() {
  return (
    <section aria-labelledby="testimonial-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonial-title" className="sr-only">
          What operators say
        </h2>
        <figure className="rounded-3xl bg-blue-700 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <svg
            viewBox="0 0 32 32"
            className="mx-auto h-10 w-10 text-blue-200"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M9.3 24c-2.9 0-5.3-2.3-5.3-5.6C4 13 8 8.6 13 7l1 2c-3.4 1.4-5.4 4-5.6 6.4.4-.2 1-.3 1.6-.3 2.7 0 4.6 2 4.6 4.5S12.4 24 9.3 24Zm14 0c-2.9 0-5.3-2.3-5.3-5.6C18 13 22 8.6 27 7l1 2c-3.4 1.4-5.4 4-5.6 6.4.4-.2 1-.3 1.6-.3 2.7 0 4.6 2 4.6 4.5S26.4 24 23.3 24Z" />
          </svg>
          <blockquote className="mt-6 text-xl leading-9 font-medium text-balance sm:text-2xl">
            <p>
              &ldquo;Our notice deadlines used to live in one person&rsquo;s calendar. Now every
              property&rsquo;s agreements and dates are in one place, and we hear about a deadline while there
              is still time to act on it.&rdquo;
            </p>
          </blockquote>
          <figcaption className="mt-8 text-base font-semibold text-blue-100">
            Director of Operations, hotel group
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
