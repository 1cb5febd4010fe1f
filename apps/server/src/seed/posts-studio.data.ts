import { article, type DemoPost } from './post-format';

/** Studio notes and exhibition news. */
export const POSTS_STUDIO: DemoPost[] = [
  {
    title: 'A Studio Visit in February',
    categories: ['Studio Notes'],
    status: 'published',
    daysAgo: 280,
    image: 'Kitchen Table, Winter',
    excerpt:
      'What the studio looks like in the dead of a Maine winter, when the light is short and the paintings get small.',
    content: article({
      intro: [
        'People who visit in summer imagine the studio as a bright barn with the doors open to the field. In February it is a different room. The big doors are shut and banked with snow, the wood stove runs from seven in the morning, and the useful light lasts from about nine until a little after two.',
        'I used to fight this. For years I tried to keep working on large canvases through the winter, and every February I ended up with a stack of muddy, overworked paintings and a bad temper. Now I let the season set the terms. The canvases get smaller, the subjects come indoors, and the work slows down to match the light.',
      ],
      heading: 'What is on the easel',
      body: [
        'Right now there are three panels on the go: two small still lifes and a study of the pond behind the studio, which I can see from the north window without putting my boots on. The still lifes are set up on the old kitchen table under the skylight, and I have learned to set them up on a Monday and live with them all week. Lemons last. Pears, less so.',
        'The study of the pond is mostly whites. There is the blue-white of the ice in shadow, the warm white of old snow on the far bank, and the grey-white of the sky, and none of them is the white that comes out of the tube. Mixing them is slow, absorbing work, and it is exactly the kind of problem I want in the winter.',
        'I also do the chores that summer never leaves time for. I stretch linen for the spring, varnish paintings that have had their six months to cure, photograph finished work, and write letters to the collectors who have been patient about commissions.',
      ],
      quote:
        'Winter is when the studio stops being a place to make paintings and becomes a place to learn how.',
      outro: [
        'If you are in the area and would like to visit, the studio is open by appointment all year. Bring a sweater. The stove is good, but it is still February.',
      ],
    }),
  },
  {
    title: 'What the Tide Tables Taught Me About Deadlines',
    categories: ['Studio Notes'],
    status: 'published',
    daysAgo: 190,
    image: 'High Tide at Owls Head',
    excerpt:
      'Painting on the shore means working to a schedule set by the moon. It turned out to be the best thing that ever happened to my studio habits.',
    content: article({
      intro: [
        'Every painter who works outdoors on this coast learns to read a tide table before they learn anything else. The ledges at Owls Head that look so solid at low water are under eight feet of ocean six hours later, and more than one easel has been carried off by painters who forgot.',
        'What I did not expect was how much the tides would change the way I work indoors as well.',
      ],
      heading: 'Two hours, then it is gone',
      body: [
        'A painting of the shore at a particular state of the tide has a window of about two hours. Before that, the rocks I want are still covered; after it, the water has moved and the whole composition has changed. There is no coming back tomorrow to fix the foreground, because tomorrow the tide is fifty minutes later and the light is somewhere else.',
        'So you decide quickly. You block in the big shapes in the first twenty minutes, you commit to the value of the water, and you leave the things you cannot finish. Some of my favourite paintings have bare canvas showing at the edges because that is where the tide caught up with me.',
        'Over the years I started bringing that habit into the studio. I set a timer for the first session on any new canvas, I block in everything before I touch a detail, and I stop when the time is up even if it feels unfinished. The paintings are fresher for it. They have fewer of the tired passages that come from fussing with one corner for a whole afternoon.',
        'It also cured me of waiting for the perfect day. The tide does not care whether I feel inspired. It comes in at 2:14 whether or not I am ready, and so I have learned to be ready.',
      ],
      quote:
        'The ocean is the only studio assistant I have ever had who is never late and never early.',
      outro: [
        'These days I keep the tide table pinned above the studio sink, next to the calendar of gallery deadlines. They look surprisingly alike.',
      ],
    }),
  },
  {
    title: 'Spring Open Studio, May 16–17',
    categories: ['Exhibitions'],
    status: 'published',
    daysAgo: 215,
    image: 'Plums in August',
    excerpt:
      'The studio doors open for two days in May: new paintings, works on paper, coffee, and a chance to see how the work gets made.',
    content: article({
      intro: [
        'Every spring, once the mud has dried enough that cars can get up the drive, I open the studio for a weekend. This year it is Saturday and Sunday, May 16 and 17, from ten until four both days. Everyone is welcome, and there is no need to book.',
        'It is the one time in the year when you can see everything at once: finished paintings on the walls, the work in progress on the easels, the failures turned to face the wall, and the mess of a working studio that I usually tidy away before visitors come.',
      ],
      heading: 'What you will see',
      body: [
        'There will be about twenty new paintings, most of them from the winter, including a group of small still lifes that have not been shown anywhere before. I will also have a table of plein air studies from last summer, unframed and priced to find good homes, and a few drawings from the sketchbooks.',
        'On Saturday at eleven I will do a short demonstration of how I start a painting: toning the canvas, blocking in the big shapes and deciding what to leave out. It takes about forty minutes, and you are welcome to ask questions the whole way through. On Sunday afternoon the studio is quieter, which is a good time to come if you want to talk about a particular painting or a commission.',
        'Parking is along the field edge. The barn has a step at the door and a gravel floor, so please let me know ahead of time if you need a hand getting in and I will make sure someone is there to help.',
      ],
      quote:
        'A painting on a gallery wall is finished. A painting in the studio is still an argument, and I like people to hear both sides.',
      outro: [
        'Subscribers to the mailing list get the address and a map the week before. If you are not on the list yet, the sign-up form is at the bottom of every page. I hope to see you there.',
      ],
    }),
  },
  {
    title: 'New Work at Harbor Street Gallery, Camden',
    categories: ['Exhibitions'],
    status: 'published',
    daysAgo: 120,
    image: 'Undertow',
    excerpt:
      'Eleven new paintings, including the largest abstract I have made, are at Harbor Street Gallery in Camden through the end of September.',
    content: article({
      intro: [
        'I am delighted to share that eleven new paintings are hanging at Harbor Street Gallery in Camden this summer, in a two-person show with the sculptor Tom Aldridge. The show is called Pull, after the tide and after the way his carved driftwood pieces seem to lean toward the windows.',
        'The opening reception is on the first Friday of August from five to seven, and the show runs through the end of September. The gallery is open every day in summer except Tuesdays.',
      ],
      heading: 'About the paintings',
      body: [
        'Most of the work in the show comes from a year of painting the same stretch of shore at different states of the tide. Some of the paintings are straightforward landscapes, painted outdoors and finished in the studio. Others, like Undertow, started the same way and then kept going until the landscape dissolved into the movement of the water and the marks of the palette knife.',
        'Undertow is the largest abstract I have made, a thirty-six inch square built up over about two months. I painted it in layers, scraped each one back while it was still soft, and let the earlier colours show through the scratches. From across the room it reads as weather. Up close it is mostly a record of scraping.',
        'Hanging the work next to Tom’s sculpture has been a pleasure. His pieces are all verticals, and they make the horizontal bands in my paintings feel even more like the horizon.',
      ],
      quote:
        'I wanted paintings that you could not quite place on a map, but that anyone who has stood on this coast would recognise.',
      outro: [
        'Tom and I will both be at the gallery on the Saturday mornings in August, and we are happy to talk about the work, the materials, or the small scandal of a painter and a sculptor agreeing on where everything should hang.',
        'All of the paintings are also on the website, with their sizes and prices. If you cannot make it to Camden and would like to see one in person, write to me and I will arrange a time at the gallery or the studio.',
      ],
    }),
  },
  {
    title: 'Preview: The Fog Paintings',
    categories: ['Exhibitions'],
    status: 'scheduled',
    daysAgo: -7,
    image: 'Morning Fog, Pemaquid',
    excerpt:
      'A first look at a new group of fog paintings, shown to subscribers before they go to the gallery.',
    content: article({
      intro: [
        'For most of this autumn I have been painting fog. Not the romantic, golden mist of a calendar photograph, but the real thing on this coast: a flat grey wall that arrives in the middle of a bright morning and takes the islands away one at a time.',
        'The result is a group of seven paintings, from small studies on panel to a forty-inch canvas that I am still not sure is finished. Before they go to the gallery, I want to show them to the people who have followed the work most closely.',
      ],
      heading: 'How to see them',
      body: [
        'The paintings are in the Preview collection on this site, which is open to mailing list subscribers. If you are already subscribed, the password is in the most recent newsletter. If you are not, signing up at the preview page will let you in straight away.',
        'Subscribers have first refusal on every painting in the collection for two weeks. After that, the unsold work goes to the gallery and into the main collection here.',
        'Painting fog turned out to be mostly a problem of values. Everything sits in a narrow band of greys, and the difference between a distant island and the sky around it can be a single step on the scale. I mixed large batches of each grey before I started and labelled them, because in the fog you cannot trust your eyes to tell them apart.',
      ],
      quote:
        'Fog teaches you that a painting does not need contrast to have structure. It needs the right small differences.',
      outro: [
        'The larger canvas, Fog Bank, is still on the easel and will join the collection when it is dry enough to photograph. The small study beside it is already there, and it will tell you more about how the big one was made than anything I could write.',
        'I would love to know which of the paintings you respond to. Reply to the newsletter or use the contact form; I read every message.',
      ],
    }),
  },
  {
    title: 'Notes Toward an Artist Statement',
    categories: ['Studio Notes'],
    status: 'draft',
    daysAgo: null,
    image: 'Field Notes (Ochre)',
    excerpt:
      'A draft of the statement for the spring catalogue, written in the studio between coats of varnish.',
    content: article({
      intro: [
        'Every few years a gallery asks for a new artist statement, and every few years I discover that the old one no longer describes what I am doing. These are notes toward the next one, which is due at the end of the month.',
        'I paint the coast and fields of midcoast Maine, the objects on my kitchen table, and increasingly the colours and movements that are left over when the landscape is taken away. I work in oil, mostly on linen and panel, and I start almost everything outdoors or from life.',
      ],
      heading: 'What stays the same',
      body: [
        'Whatever the subject, the paintings are about attention. A still life of three pears and a colour field made of three bands of grey are asking the same thing: what happens if you look at this for longer than is comfortable? The answer, nearly always, is that it gets more complicated and more beautiful than it first appeared.',
        'I am interested in the weather, in slow change, in the way a place looks different at every hour and every state of the tide. Painting outdoors forces me to be quick and decisive; working in the studio lets me be slow and doubtful. I need both.',
        'Materials matter to me. I stretch my own linen, grind some of my own colours, and use a limited palette that changes with the season. The texture of the canvas and the marks of the brush and knife are part of what the painting is about, not just the way it was made.',
      ],
      quote:
        'I want the paintings to hold the feeling of standing somewhere for a long time, even if you only look at them for a minute.',
      outro: [
        'The statement also needs to say something about place. I have lived on this coast for twenty years, and I no longer think of it as a subject so much as a language I have slowly learned to speak.',
        'Still to do: cut this by half, and find a way to say it without the word “attention” appearing three times.',
      ],
    }),
  },
];
